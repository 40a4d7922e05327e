import { pacificDateOf } from './pacific-day.ts'
import { createSimulatedYoutubeChannel, type SimulatedYoutubeOptions } from './simulated-channel.ts'
import type { YoutubeChannelPort } from './youtube-port.ts'

/** Noon Pacific on a Friday: the simulated channel's tests start their clock here. */
const SIMULATED_START = new Date('2026-11-20T20:00:00Z')

/** A simulated channel on a clock the test moves, with a connect round trip as a creator makes it. */
export function simulatedChannel(extra: Partial<SimulatedYoutubeOptions> = {}) {
  let clock = SIMULATED_START.getTime()
  const port: YoutubeChannelPort = createSimulatedYoutubeChannel({
    baseUrl: 'http://127.0.0.1:3000',
    callbackPath: '/api/youtube/callback',
    now: () => new Date(clock),
    seed: 'demo',
    ...extra,
  })
  return {
    port,
    advance: (ms: number) => {
      clock += ms
    },
    today: () => pacificDateOf(new Date(clock)),
    async connect() {
      const start = await port.startConnect('state-1')
      const code = new URL(start.url).searchParams.get('code') ?? ''
      return (await port.exchangeCode({ code, codeVerifier: start.codeVerifier })).tokens
    },
  }
}
