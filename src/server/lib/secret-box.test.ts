import { describe, expect, it } from 'vitest'
import { createSecretBox, maskSecret } from './secret-box.ts'

describe('secret box', () => {
  const box = createSecretBox('app-secret-for-tests-0123456789')

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const sealed = box.seal('AIzaSyA-very-secret-key')
    expect(sealed).not.toContain('very-secret')
    expect(box.open(sealed)).toBe('AIzaSyA-very-secret-key')
  })

  it('refuses a value sealed under another secret or tampered with', () => {
    const sealed = box.seal('secret')
    expect(() => createSecretBox('another-secret-entirely-00000').open(sealed)).toThrow()
    expect(() => box.open(`${sealed.slice(0, -2)}xx`)).toThrow()
  })

  it('masks to the first 8 and last 4 characters', () => {
    expect(maskSecret('AIzaSyA1234567890abcdWXYZ')).toBe('AIzaSyA1••••WXYZ')
    expect(maskSecret('short')).toBe('•••••')
  })
})
