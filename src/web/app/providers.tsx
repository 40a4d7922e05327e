import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DeferredToaster } from '#web/app/deferred-toaster.tsx'
import { type RouteRegistry, RouteRegistryProvider } from '#web/lib/route-registry.tsx'
import { useSessionWatch } from '#web/lib/session/session-watch.ts'

type ProvidersProps = { queryClient: QueryClient; registry: RouteRegistry; children: ReactNode }

export function Providers({ queryClient, registry, children }: ProvidersProps) {
  useSessionWatch(queryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <RouteRegistryProvider registry={registry}>
        {children}
        <DeferredToaster />
      </RouteRegistryProvider>
    </QueryClientProvider>
  )
}
