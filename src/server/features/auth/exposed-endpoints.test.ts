import { describe, expect, it } from 'vitest'
import { isExposedAuthEndpoint } from './exposed-endpoints.ts'

describe('isExposedAuthEndpoint', () => {
  it.each([
    ['POST', '/sign-up/email'],
    ['POST', '/sign-in/email'],
    ['POST', '/sign-out'],
    ['POST', '/request-password-reset'],
    ['POST', '/reset-password'],
    ['GET', '/reset-password/AbC-123_xyz'],
    ['POST', '/sign-in/social'],
    ['GET', '/callback/google'],
  ])('lets the app’s own %s %s through', (method, path) => {
    expect(isExposedAuthEndpoint(method, path)).toBe(true)
  })

  it.each([
    ['POST', '/update-user'],
    ['POST', '/change-email'],
    ['POST', '/change-password'],
    ['POST', '/delete-user'],
    ['GET', '/get-session'],
    ['GET', '/sign-in/email'],
    ['POST', '/reset-password/token'],
    ['GET', '/reset-password/a/b'],
    ['POST', '/sign-up/email/'],
    ['POST', '/Sign-Up/email'],
    ['POST', '/%75pdate-user'],
    ['POST', ''],
    ['GET', '/callback/github'],
    ['POST', '/callback/google'],
    ['POST', '/link-social'],
  ])('answers no for %s %j', (method, path) => {
    expect(isExposedAuthEndpoint(method, path)).toBe(false)
  })
})
