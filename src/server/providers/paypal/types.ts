/** The slices of PayPal's REST shapes (Orders v2, Notifications v1) this app reads and writes. */

export interface PaypalMoney {
  currency_code: string
  value: string
}

export interface PaypalCreateOrderRequest {
  intent: 'CAPTURE'
  purchase_units: Array<{
    amount: PaypalMoney & { breakdown: { item_total: PaypalMoney; handling: PaypalMoney } }
    description: string
    custom_id: string
    invoice_id: string
  }>
}

export interface PaypalCapture {
  id: string
  status: string
  amount?: PaypalMoney
  custom_id?: string
  invoice_id?: string
  create_time?: string
  update_time?: string
}

export interface PaypalOrder {
  id: string
  status: string
  payer?: { email_address?: string; payer_id?: string }
  purchase_units?: Array<{
    reference_id?: string
    amount?: PaypalMoney
    custom_id?: string
    invoice_id?: string
    payments?: { captures?: PaypalCapture[] }
  }>
}

/** PayPal's error body: `details[].issue` carries codes such as INSTRUMENT_DECLINED. */
export interface PaypalErrorBody {
  name?: string
  message?: string
  debug_id?: string
  details?: Array<{ issue?: string; description?: string }>
}

/** The headers PayPal signs a webhook delivery with (lower-case, as Node exposes them). */
export interface PaypalTransmission {
  authAlgo: string
  certUrl: string
  transmissionId: string
  transmissionSig: string
  transmissionTime: string
}

/** POST /v2/payments/captures/{id}/refund: no amount refunds what is left of the capture. */
export interface PaypalRefundRequest {
  amount?: PaypalMoney
  note_to_payer?: string
}

export interface PaypalRefund {
  id: string
  status: string
  amount?: PaypalMoney
  create_time?: string
}
