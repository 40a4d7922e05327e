import type { SectionInput } from '#shared/content/schemas.ts'

/**
 * The /pricing page's questions as a fresh install answers them (issue 29). Each answer is true of
 * the product as shipped: credits never expire (billing's credit-terms), one credit per image, the
 * free re-edits, the automatic refund of an image that did not come back, and the offline renderer
 * without a Gemini key. The operator edits them in Admin › Settings › Pricing FAQ.
 */
export const pricingFaqDefaults: SectionInput<'pricing-faq'> = {
  subTitle: 'Questions',
  mainTitle: 'Pricing questions, answered',
  faqs: [
    {
      id: 1,
      question: 'What does one credit buy?',
      answer:
        'One thumbnail image. A run of several variants costs one credit per variant, and so does Edit with AI. Changing the title, subtitle, colours or layout of a thumbnail you already made, the live preview and the feed preview are free.',
    },
    {
      id: 2,
      question: 'Do my credits expire?',
      answer:
        'No. Credits stay on your account until you spend them. The days a package is valid for are your premium membership, not a deadline for your credits.',
    },
    {
      id: 3,
      question: 'Does a bigger package unlock more features?',
      answer:
        'No. Every account has every feature: 4K output, style reference, personas and free text re-edits. A bigger package gives you more credits for less per thumbnail.',
    },
    {
      id: 4,
      question: 'What happens if a thumbnail fails?',
      answer:
        'The credit is spent when the image starts and given back automatically, exactly once, if no image comes back. You can see every credit spent and refunded on your Credits page.',
    },
    {
      id: 5,
      question: 'Can I get my money back?',
      answer:
        'Write to us through Support or the Contact page. When we refund a payment through PayPal, the credits it bought are taken back in the same share (never below a balance of zero).',
    },
    {
      id: 6,
      question: 'Who paints the backgrounds: Google Gemini or the offline renderer?',
      answer:
        "It depends on how the shop is set up. With Google's Gemini, the AI paints each background from your description. Without it, the shop's own renderer builds a bold background in your colours with an icon as the subject, on our server. Either way your title is set in real fonts, every image is YouTube-ready, and each costs one credit.",
    },
    {
      id: 7,
      question: 'How do I pay?',
      answer:
        'Through PayPal, with a PayPal account or a card. We never see your card number. Every paid order gets a receipt you can print.',
    },
  ],
}
