import type { MailMessage } from '../../providers/mail/mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function resetPasswordEmail(input: {
  to: string
  name: string
  url: string
  token: string
}): MailMessage {
  return {
    to: input.to,
    secrets: [input.token],
    subject: 'Reset your Thumbforge password',
    text: [
      `Hi ${input.name},`,
      '',
      'Someone asked to reset the password of your Thumbforge account. Open this link to choose a new one:',
      input.url,
      '',
      'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(input.name)},</p><p>Someone asked to reset the password of your Thumbforge account.</p><p><a href="${escapeHtml(input.url)}">Choose a new password</a></p><p>The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.</p>`,
  }
}
