import { describe, expect, it } from 'vitest'
import { toAppConfig } from '../../config/config.ts'
import { parseEnv } from '../../config/env.ts'
import { PaypalApiError } from '../../providers/paypal/client.ts'
import type { PaypalOrder } from '../../providers/paypal/types.ts'
import { checkCapturedOrder } from './capture-check.ts'
import { awaitsPaypal, isPayable, paidOrderStatus } from './payment-grant.ts'
import { defaultPaymentSettings, type PaymentSettings } from './payment-settings.service.ts'
import { toAppError } from './paypal-errors.ts'
import { webhookMessages, webhookRefusal } from './webhook.service.ts'

const terms = { orderId: 'ORDER123', totalCents: 1900, currency: 'EUR' }

function paypalOrder(capture: { status: string; value?: string; currency?: string }): PaypalOrder {
  return {
    id: 'PP1',
    status: 'COMPLETED',
    purchase_units: [
      {
        custom_id: 'ORDER123',
        payments: {
          captures: [
            {
              id: 'CAP1',
              status: capture.status,
              custom_id: 'ORDER123',
              amount: { currency_code: capture.currency ?? 'EUR', value: capture.value ?? '19.00' },
            },
          ],
        },
      },
    ],
  }
}

describe('checking a capture', () => {
  it('accepts a COMPLETED capture of our amount, currency and order', () => {
    expect(checkCapturedOrder(terms, paypalOrder({ status: 'COMPLETED' })).ok).toBe(true)
  })

  it('refuses a PENDING capture as pending (the webhook completes it later)', () => {
    expect(checkCapturedOrder(terms, paypalOrder({ status: 'PENDING' }))).toMatchObject({
      ok: false,
      pending: true,
    })
  })

  it('refuses the right number in another currency', () => {
    expect(checkCapturedOrder(terms, paypalOrder({ status: 'COMPLETED', currency: 'USD' }))).toMatchObject({
      ok: false,
      pending: false,
    })
  })
})

describe('who may pay again', () => {
  it('a pending or denied order may be paid (again); a paid or refunded one may not', () => {
    expect(isPayable('pending')).toBe(true)
    expect(isPayable('Denied')).toBe(true)
    for (const status of ['Paid', 'Partially Refunded', 'Refunded', 'Reversed'])
      expect(isPayable(status)).toBe(false)
  })

  it('an order whose capture PayPal holds as PENDING may not start a second payment, until PayPal denies it', () => {
    expect(awaitsPaypal({ paymentStatus: 'pending', paypalTransactionId: 'CAP1' })).toBe(true)
    expect(awaitsPaypal({ paymentStatus: 'pending', paypalTransactionId: null })).toBe(false)
    expect(awaitsPaypal({ paymentStatus: 'Denied', paypalTransactionId: 'CAP1' })).toBe(false)
  })

  it('a payment whose account was deleted is recorded Cancelled, not Completed', () => {
    expect(paidOrderStatus('user-1')).toBe('Completed')
    expect(paidOrderStatus(null)).toBe('Cancelled')
  })
})

describe('webhooks', () => {
  const config = toAppConfig(parseEnv({ NODE_ENV: 'test' }), 'unit-secret-unit-secret-unit-secret-000')
  const sandbox: PaymentSettings = {
    ...defaultPaymentSettings({ isProduction: false, appUrl: 'https://shop.example.com' }),
    enabled: true,
    clientId: 'client',
    clientSecret: 'secret',
    webhookId: 'WH1',
  }

  it('are verified only with a webhook id and enabled PayPal credentials', () => {
    expect(webhookRefusal(sandbox, config)).toBeNull()
    expect(webhookRefusal({ ...sandbox, webhookId: '' }, config)).toBe(webhookMessages.notConfigured)
    expect(webhookRefusal({ ...sandbox, mode: 'simulated' }, config)).toBe(webhookMessages.notConfigured)
    expect(webhookRefusal({ ...sandbox, enabled: false }, config)).toMatch(/unavailable/)
    expect(webhookRefusal({ ...sandbox, clientSecret: null }, config)).not.toBeNull()
  })

  it('PAYPAL_WEBHOOK_ID stands in for a blank webhook id', () => {
    expect(webhookRefusal({ ...sandbox, webhookId: '' }, { ...config, paypalWebhookId: 'WH2' })).toBeNull()
  })

  it('PayPal failing to verify (unreachable, 5xx) answers 502, so PayPal delivers again', () => {
    for (const status of [0, 500, 503]) {
      expect(toAppError(new PaypalApiError(status, undefined))).toMatchObject({
        code: 'PROVIDER_ERROR',
        status: 502,
      })
    }
  })
})
