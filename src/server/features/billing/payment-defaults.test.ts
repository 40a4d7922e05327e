import { describe, expect, it } from 'vitest'
import { defaultPaymentSettings, simulatedByDefault } from './payment-settings.service.ts'

describe('the default payment settings (seed and Reset to Default)', () => {
  it('a local install outside production starts with simulated payments on', () => {
    for (const appUrl of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      expect(defaultPaymentSettings({ isProduction: false, appUrl })).toMatchObject({
        enabled: true,
        mode: 'simulated',
      })
    }
  })

  it('a server others can reach starts disabled in sandbox mode', () => {
    for (const appUrl of ['https://shop.example.com', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000']) {
      expect(defaultPaymentSettings({ isProduction: false, appUrl })).toMatchObject({
        enabled: false,
        mode: 'sandbox',
      })
    }
  })

  it('production never starts simulated, even on localhost', () => {
    expect(simulatedByDefault({ isProduction: true, appUrl: 'http://localhost:3000' })).toBe(false)
    expect(defaultPaymentSettings({ isProduction: true, appUrl: 'http://localhost:3000' })).toMatchObject({
      enabled: false,
      mode: 'sandbox',
    })
  })

  it('starts with no credentials, in USD', () => {
    expect(defaultPaymentSettings({ isProduction: false, appUrl: 'http://localhost' })).toMatchObject({
      clientId: '',
      webhookId: '',
      currency: 'USD',
    })
  })
})
