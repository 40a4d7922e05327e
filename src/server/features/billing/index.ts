// The feature's public surface: other features, plugins and the composition root import only this
// file, as '#server/features/<name>/index.ts' (decision 037).
export { defaultPackages } from './defaults.ts'
export { billingExportRoutes } from './export.routes.ts'
export { defaultItems } from './item-defaults.ts'
export { itemOrderAccessRoutes, itemsRoutes } from './items.routes.ts'
export { listLedgerHistory } from './ledger-history.ts'
export { orderAdminRoutes, receiptRoutes, receiptSettingsRoutes } from './order-admin.routes.ts'
export { listOrdersOfUser } from './order-detail.service.ts'
export { itemOrderRoutes, packageOrderRoutes } from './orders.routes.ts'
export { packagesRoutes } from './packages.routes.ts'
export { paymentSettingsRoutes } from './payment-settings.routes.ts'
export { defaultPaymentSettings } from './payment-settings.service.ts'
export { paypalWebhookRoutes } from './webhook.routes.ts'
