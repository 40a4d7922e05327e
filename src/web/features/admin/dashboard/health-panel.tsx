import { useQuery } from '@tanstack/react-query'
import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type AdminHealth, adminHealthSchema } from '#shared/admin/health-summary.ts'
import { formatDateTime } from '#shared/common/dates.ts'
import { Card } from '#web/components/ui/card.tsx'
import { paths } from '#web/config/paths.ts'
import { apiGet } from '#web/lib/api.ts'
import { cn } from '#web/lib/cn.ts'
import { formatUsd } from './revenue-panel.tsx'

/** GET /api/admin/health-summary (admin only). */
export const useAdminHealth = () =>
  useQuery({
    queryKey: ['admin', 'health-summary'],
    queryFn: ({ signal }) => apiGet('/api/admin/health-summary', adminHealthSchema, signal),
  })

function Item({ warn, title, children }: { warn: boolean; title: string; children: ReactNode }) {
  const Icon = warn ? AlertTriangle : CheckCircle2
  return (
    <li className="flex gap-3">
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', warn ? 'text-amber-600' : 'text-emerald-600')}
      />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">
          {title}
          <span className="sr-only">{warn ? ' (needs attention)' : ' (fine)'}</span>
        </p>
        <div className="text-ink-muted">{children}</div>
      </div>
    </li>
  )
}

const engineLabel = (engine: AdminHealth['engines'][number]) =>
  engine.kind ? `${engine.name} (${engine.kind})` : engine.name

function HealthList({ health }: { health: AdminHealth }) {
  const { mail, geminiKeys, aiService, failedGenerations24h, refundsPending, simulated, engines } = health
  const failingEngines = engines.filter((engine) => !engine.ok)
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <Item warn={mail.failed24h > 0 || (mail.smtpConfigured && mail.queued > 0)} title="Mail">
        {mail.queued} waiting{mail.smtpConfigured ? '' : ' (no SMTP: mail stays in the outbox)'},{' '}
        {mail.failed24h} failed in 24 h.{' '}
        <Link to={paths.admin.outbox.getHref()} className="font-medium text-brand-700 underline">
          Open the outbox
        </Link>
      </Item>
      <Item warn={geminiKeys.failing.length > 0} title="Gemini keys">
        {geminiKeys.active} active
        {geminiKeys.failing.length === 0
          ? ', none failing in 24 h.'
          : `, ${geminiKeys.failing.length} failing in 24 h: `}
        {geminiKeys.failing.map((k) => `${k.name} (${k.keyMask}): ${k.lastError}`).join('; ')}
      </Item>
      <Item warn={aiService.lastUnavailable !== null} title="AI image service">
        {aiService.lastUnavailable
          ? `Every key failed at ${formatDateTime(aiService.lastUnavailable.at)}: ${aiService.lastUnavailable.reason}. `
          : 'No run found every key failing in 24 h. '}
        {aiService.whenUnavailable === 'offline'
          ? 'When that happens, images are drawn offline (labelled).'
          : 'When that happens, the run is refused and refunded.'}
      </Item>
      <Item warn={failedGenerations24h > 0} title="Failed generations">
        {failedGenerations24h} in the last 24 h (each refunded automatically).
      </Item>
      <Item warn={refundsPending > 0} title="Refunds pending">
        {refundsPending} open ticket{refundsPending === 1 ? '' : 's'} reporting a generation not yet refunded.{' '}
        <Link to={paths.admin.supportMessages.getHref()} className="font-medium text-brand-700 underline">
          Open Support
        </Link>
      </Item>
      <Item warn={failingEngines.length > 0} title="Engines">
        {failingEngines.length === 0
          ? `${engines.map(engineLabel).join(', ')}: all answering.`
          : failingEngines.map((engine) => `${engineLabel(engine)}: ${engine.error ?? 'failing'}`).join('; ')}
      </Item>
      <Item warn={simulated.orders > 0} title="Simulated payments (not revenue)">
        {simulated.orders} demo payment{simulated.orders === 1 ? '' : 's'} worth {formatUsd(simulated.cents)}{' '}
        in the last 30 days, kept out of the revenue figures.
      </Item>
    </ul>
  )
}

/** The dashboard's "Health at a glance". */
export function HealthPanel() {
  const health = useAdminHealth()
  return (
    <Card className="space-y-4 p-5" aria-labelledby="health-heading">
      <h2 id="health-heading" className="font-semibold text-ink">
        Health at a glance
      </h2>
      {health.isPending ? (
        <p className="text-sm text-ink-muted">Checking…</p>
      ) : health.isError ? (
        <p className="text-sm text-red-800">Could not load the health figures.</p>
      ) : (
        <HealthList health={health.data} />
      )}
    </Card>
  )
}
