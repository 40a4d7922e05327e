import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_VARIANTS, runPrice } from '#shared/generator/defaults.ts'
import {
  type BatchView,
  type GenerateBody,
  type Generation,
  generateResponseSchema,
} from '#shared/schemas/generator.ts'
import type { Me } from '#shared/schemas/me.ts'
import { followBatch } from '#web/features/generator/api/follow-batch.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiPost } from '#web/lib/api.ts'
import { meQueryKey } from '#web/lib/session/me-query.ts'

export type RunCallbacks = {
  /** The results as they stand while the run goes on (all pending at first). */
  onProgress: (results: Generation[]) => void
  /** The run is over: every result final, refunds made, the spec's message in `view.message`. */
  onDone: (view: BatchView) => void
  /** The server refused the run (no credit spent, or spent and given back before answering). */
  onRefused: (error: unknown) => void
  /** The run was accepted but can no longer be followed; it finishes anyway and lands in the gallery. */
  onLost: (error: unknown) => void
}

/**
 * POST /api/generator/generate answers 202 once the credits are spent and the jobs queued; workers
 * make the images and this follows the run to its end. As the spec's page did, the badge drops by
 * the run's price as soon as it starts, and takes the balance after refunds when the run is done.
 */
export function useGenerateThumbnails() {
  const queryClient = useQueryClient()
  const [isFollowing, setFollowing] = useState(false)
  const stopFollowing = useRef<(() => void) | undefined>(undefined)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      stopFollowing.current?.()
    }
  }, [])

  const setBalance = useCallback(
    (balance: number) =>
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, creditBalance: balance } : me)),
    [queryClient],
  )

  const accept = useMutation({
    mutationFn: async (body: GenerateBody) =>
      generateResponseSchema.parse(await apiPost('/api/generator/generate', body)),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey })
      const price = runPrice(body.variants ?? DEFAULT_VARIANTS)
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, creditBalance: Math.max(0, me.creditBalance - price) } : me,
      )
    },
    onSuccess: (accepted) => {
      setBalance(accepted.balance)
      void queryClient.invalidateQueries({ queryKey: generationsQueryKey })
    },
    // A refused run may still have spent or refunded; ask the server for the truth.
    onError: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })

  const generate = (body: GenerateBody, callbacks: RunCallbacks) => {
    stopFollowing.current?.()
    accept.mutate(body, {
      onSuccess: (accepted) => {
        // The page went away while the POST was in flight: the run goes on, but nobody watches it.
        if (!mounted.current) return
        setFollowing(true)
        callbacks.onProgress(accepted.results)
        stopFollowing.current = followBatch(accepted.batchId, {
          onView: (view) => {
            if (!view.done) return callbacks.onProgress(view.results)
            setFollowing(false)
            setBalance(view.balance)
            void queryClient.invalidateQueries({ queryKey: generationsQueryKey })
            callbacks.onDone(view)
          },
          onLost: (error) => {
            setFollowing(false)
            void queryClient.invalidateQueries({ queryKey: meQueryKey })
            void queryClient.invalidateQueries({ queryKey: generationsQueryKey })
            callbacks.onLost(error)
          },
        })
      },
      onError: callbacks.onRefused,
    })
  }

  const reset = () => {
    stopFollowing.current?.()
    setFollowing(false)
    accept.reset()
  }

  return { generate, reset, isPending: accept.isPending || isFollowing }
}
