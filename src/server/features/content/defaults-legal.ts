import type { SectionInput } from '#shared/content/schemas.ts'

/**
 * The plain templates a fresh install shows on /terms and /privacy (issue 29), for the operator to
 * adapt in Admin › Settings. The privacy page says what the product really stores and sends: the
 * one cookie is better-auth's session cookie (tests/integration/content-legal-pages.test.ts checks
 * that sign-up and sign-in set nothing else), the rest lives in the browser's local storage
 * (src/web/lib/storage.ts). Google sign-in and YouTube are worded as "if the shop offers", so the
 * text stays true before and after those arrive.
 */
export const termsPageDefaults: SectionInput<'terms-page'> = {
  title: 'Terms and Conditions',
  description:
    'The rules for using this thumbnail shop: your account, credits and payments, refunds, and the pictures you upload and make.',
  sections: [
    {
      id: 1,
      heading: 'The service',
      body: 'This shop makes YouTube thumbnails. You buy credits in packages and spend them on thumbnail images. By creating an account you agree to these terms.',
    },
    {
      id: 2,
      heading: 'Your account',
      body: 'Give your real name and an e-mail address you can read, and keep your password to yourself. You are responsible for what is done with your account. Sellers cannot buy packages.',
    },
    {
      id: 3,
      heading: 'Credits and payment',
      body: [
        '- One credit makes one thumbnail image; Edit with AI also costs one credit.',
        '- Changing the text, colours or layout of a thumbnail you made is free.',
        '- Credits never expire, have no cash value and cannot be moved to another account.',
        '- A package also makes your account a premium member for the days it names.',
        '',
        'You pay through PayPal, at the price shown when you order. Every paid order gets a receipt.',
      ].join('\n'),
    },
    {
      id: 4,
      heading: 'Refunds',
      body: 'If an image does not come back, its credit is given back automatically. To ask for your money back, write to us through Support or the Contact page. A refunded payment takes back the same share of the credits it bought, but never leaves your balance below zero.',
    },
    {
      id: 5,
      heading: 'What you upload and make',
      body: 'You keep the rights to your pictures and your thumbnails. Upload only pictures you may use, and photos of people only with their consent; a persona is a photo of yourself. We store what you upload only to make and keep your thumbnails. Do not use the shop for anything unlawful, hateful or misleading.',
    },
    {
      id: 6,
      heading: 'AI results',
      body: 'Backgrounds may be drawn by an AI and can contain mistakes. Look at every thumbnail before you publish it; following YouTube’s rules is up to you.',
    },
    {
      id: 7,
      heading: 'Fair use',
      body: 'Do not try to break into accounts, get around limits or overload the service. We may suspend an account that does.',
    },
    {
      id: 8,
      heading: 'Changes and contact',
      body: 'We may update these terms; the date they last changed is shown at the top of this page. Questions? Write to us through the Contact page.',
    },
  ],
}

export const privacyPageDefaults: SectionInput<'privacy-page'> = {
  title: 'Privacy Policy',
  description:
    'What this thumbnail shop stores about you and why, the one cookie it sets, and what it sends to PayPal and Google.',
  sections: [
    {
      id: 1,
      heading: 'What we store and why',
      body: [
        '- Your account: name, e-mail address, a hash of your password (never the password itself), your role and your credit balance, to sign you in and keep your credits.',
        '- Profile details you choose to add (photo, about me, address, city, country, phone), shown on your profile.',
        '- Orders: your name, e-mail, billing address and country, what you bought and what you paid, and PayPal’s transaction id, payer e-mail and time of payment, to take payment, send receipts and keep the records the law asks for.',
        '- Your credit history: every credit bought, spent and refunded, so your balance can always be explained.',
        '- Your thumbnails and what you make them from: descriptions, titles, settings, reference pictures, style references and persona photos.',
        '- Support tickets and contact messages, to answer you.',
        '- Server logs, including your IP address, to keep the shop running and safe from abuse.',
      ].join('\n'),
    },
    {
      id: 2,
      heading: 'Cookies',
      body: [
        'We set one cookie: the session cookie (better-auth.session_token, or __Secure-better-auth.session_token on a secure connection). It keeps you signed in, is set when you sign up or sign in, lasts up to 30 days and is removed when you sign out. There are no advertising or analytics cookies.',
        '',
        'Your browser’s local storage also keeps a few things on your device, to draw pages faster: the shop’s logo, your name and role, whether the sidebar is collapsed and an unsent generator form. They never leave your device.',
      ].join('\n'),
    },
    {
      id: 3,
      heading: 'What we send to PayPal',
      body: 'When you pay, PayPal receives the amount, the currency, the name of what you buy and our order number. You pay on PayPal’s own form, so we never see your card number. PayPal tells us the transaction id, the payer’s e-mail address and whether the payment went through.',
    },
    {
      id: 4,
      heading: 'What we send to Google',
      body: [
        '- If the shop paints backgrounds with Google’s Gemini AI, Google receives what a thumbnail is made from: its description and settings, and any picture you attach to it (a reference or style picture, persona photos when you choose AI likeness, a thumbnail you edit with AI and the area you paint). Without Gemini, thumbnails are made on our own server and nothing goes to Google.',
        '- If the shop offers signing in with Google or connecting a YouTube channel and you choose to use it, Google shares with us your name and e-mail address and the access you approve, and we use them only for what you asked. You can take that access back in your Google account at any time.',
        '- If the home page shows a YouTube video, it is embedded from youtube-nocookie.com, and YouTube’s own privacy policy applies once you play it.',
      ].join('\n'),
    },
    {
      id: 5,
      heading: 'Who else sees it',
      body: 'E-mails (receipts, password resets, replies) go out through our mail provider, and files may be kept with our storage provider, only to run the shop. We never sell your data and show no ads.',
    },
    {
      id: 6,
      heading: 'Your choices',
      body: 'You can change your profile at any time and delete your thumbnails and personas yourself. To get a copy of your data, correct it or delete your account, write to us through the Contact page. Orders are kept as long as the law asks us to keep accounting records.',
    },
  ],
}
