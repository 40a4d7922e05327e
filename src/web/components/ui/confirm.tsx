import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react'
import { buttonClasses } from '#web/components/ui/button.tsx'

type ConfirmOptions = { confirmLabel?: string; tone?: 'danger' | 'primary' }
type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm | null>(null)

/**
 * The spec's confirmations ('Are you sure you want to ...?') as an accessible dialog instead of
 * window.confirm: `if (!(await confirm('...'))) return`. Mounted once in the root layout.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{ message: string; options: ConfirmOptions } | null>(null)
  const resolver = useRef<((ok: boolean) => void) | null>(null)

  const confirm = useCallback<Confirm>((message, options = {}) => {
    resolver.current?.(false)
    setPending({ message, options })
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const settle = (ok: boolean) => {
    resolver.current?.(ok)
    resolver.current = null
    setPending(null)
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && settle(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-night/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-ink">Please confirm</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink">
              {pending?.message}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClasses({ variant: pending?.options.tone ?? 'danger' })}
                onClick={() => settle(true)}
              >
                {pending?.options.confirmLabel ?? 'Confirm'}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  )
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>')
  return confirm
}
