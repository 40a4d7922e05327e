import type { Me } from '#shared/users/me.ts'
import { Avatar } from '#web/components/ui/avatar.tsx'
import { cn } from '#web/lib/cn.ts'
import type { SettingsPanel } from '#web/lib/settings-panel.ts'

type SettingsMenuProps = {
  me: Pick<Me, 'id' | 'name' | 'email' | 'profileUrl'>
  entries: readonly SettingsPanel[]
  activeKey: string | undefined
  onSelect: (key: string) => void
}

/** The switcher's left menu: who is signed in, then one button per panel. */
export function SettingsMenu({ me, entries, activeKey, onSelect }: SettingsMenuProps) {
  return (
    <div className="rounded-card border border-slate-200 bg-surface p-4 shadow-card">
      <div className="flex flex-col items-center gap-2 border-b border-slate-100 pb-4 text-center">
        {/* The same avatar (colour by id, initial as fallback) as the Account panel beside it. */}
        <Avatar id={me.id} name={me.name} src={me.profileUrl} size={64} />
        <p className="font-semibold text-ink">{me.name}</p>
        <p className="text-sm break-all text-ink-muted">{me.email}</p>
      </div>
      <nav aria-label="Settings panels" className="pt-3">
        <ul className="space-y-1">
          {entries.map((entry) => {
            const active = entry.key === activeKey
            return (
              <li key={entry.key}>
                <button
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => onSelect(entry.key)}
                  className={cn(
                    'w-full rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors',
                    active ? 'bg-brand-600 text-white' : 'text-ink hover:bg-slate-100',
                  )}
                >
                  {entry.label}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
