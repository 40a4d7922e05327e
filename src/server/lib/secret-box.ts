import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM under a key derived from the app secret, for secrets kept in the database (PayPal
 * client secret, Gemini keys). The stored form is `v1.{iv}.{tag}.{ciphertext}` in base64url, so a
 * tampered or foreign value fails to open instead of decrypting to garbage.
 */
export interface SecretBox {
  seal(plain: string): string
  open(sealed: string): string
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = createHash('sha256').update(`thumbforge:secret-box:${appSecret}`).digest()
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}

/** What an admin may see of a key: its first 8 and last 4 characters. */
export function maskSecret(secret: string): string {
  if (secret.length <= 12) return '•'.repeat(secret.length)
  return `${secret.slice(0, 8)}••••${secret.slice(-4)}`
}
