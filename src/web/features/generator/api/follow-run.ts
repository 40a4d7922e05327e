import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type BatchView,
  type GenerateResponse,
  type Generation,
  generateResponseSchema,
} from '#shared/generator/schemas.ts'
import type { Me } from '#shared/users/me.ts'
import { followBatch } from '#web/features/generator/api/follow-batch.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
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
 * A queued run, from its POST (answered 202 once the credits are spent and the jobs queued) to its
 * end: a generation and an 'Edit with AI' version are followed alike. As the spec's page did, the
 * badge drops by the run's price as soon as it starts, and takes the balance after refunds when
 * the run is done.
 */
export function useFollowedRun<Body>(
  post: (body: Body) => Promise<unknown>,
  priceOf: (body: Body) => number,
) {
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
    mutationFn: async (body: Body): Promise<GenerateResponse> =>
      generateResponseSchema.parse(await post(body)),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey })
      const price = priceOf(body)
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

  const start = (body: Body, callbacks: RunCallbacks) => {
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

  return { start, reset, isPending: accept.isPending || isFollowing }
}
