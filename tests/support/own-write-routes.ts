/**
 * Write routes a user makes on their own things, where an admin is just another user (404 on
 * someone else's). Every other write route that is not admin-only is one users and admins share,
 * and needs a request in audit-log.test.ts showing that an admin's write through it is audited:
 * a new route is either named here or tested there, so none slips.
 */
export const ownWrites = new Set([
  'PUT /api/me/profile',
  'POST /api/me/photo',
  'DELETE /api/me/photo',
  'POST /api/generator/enhance',
  'POST /api/generator/generate',
  'POST /api/generator/preview',
  'PATCH /api/generations/{id}',
  'DELETE /api/generations/{id}',
  'POST /api/generations/test-pack',
  'POST /api/generations/{id}/edit',
  'POST /api/generations/{id}/retry',
  'POST /api/generations/{id}/versions/{number}/restore',
  'POST /api/generations/{id}/preview',
  // Only the creator gives or takes back consent to show their thumbnail (decision 052).
  'PUT /api/showcase/consent/{generationId}',
  'POST /api/personas',
  'PATCH /api/personas/{id}',
  'DELETE /api/personas/{id}',
  'POST /api/personas/{id}/photos',
  'DELETE /api/personas/{id}/photos/{photoId}',
  'PUT /api/personas/{id}/photos/{photoId}/cutout',
  'PUT /api/personas/{id}/photos/{photoId}/crop',
  'POST /api/support-tickets',
  'POST /api/contact-messages',
  'POST /api/orders',
  'POST /api/orders/{orderId}/payment',
  'POST /api/orders/{orderId}/capture',
  'POST /api/orders/{orderId}/simulate',
  'POST /api/item-orders',
  'POST /api/item-orders/{orderId}/payment',
  'POST /api/item-orders/{orderId}/capture',
  'POST /api/item-orders/{orderId}/simulate',
  // Only the channel's connector acts on it; an admin's reach stops there too (issue 30).
  'POST /api/youtube/connect',
  'DELETE /api/youtube/channels/{id}',
  'POST /api/youtube/channels/{id}/videos/{videoId}/thumbnail',
  'POST /api/youtube/channels/{id}/videos/{videoId}/restore',
  'POST /api/youtube/channels/{id}/tests',
  'POST /api/youtube/tests/{testId}/stop',
  'POST /api/youtube/tests/{testId}/skip-day',
  // PayPal's, not a person's.
  'POST /api/webhooks/paypal',
])
