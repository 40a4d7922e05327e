// `server.*.idleRssMB.everyScript`: the running server's memory once idle after its image threads
// have drawn a title in every script of the `world` set (issue 26: "the idle memory with fonts
// loaded, in `server`"). Fonts load lazily per script and per thread, so a server that has served
// creators in every script holds them all; this is what an operator sees after a day of that.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface WorldTitle {
  title: string
  category: string
  prompt: string
}

const titlesFile = path.resolve(import.meta.dirname, 'fixtures/world-titles.json')

/** Every world title through the live preview (free, the same compositor as a final image). */
export async function drawEveryScript(baseUrl: string): Promise<number> {
  const { titles } = JSON.parse(readFileSync(titlesFile, 'utf8')) as { titles: WorldTitle[] }
  const suffix = randomBytes(5).toString('hex')
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      name: `Bench ${suffix}`,
      email: `bench-${suffix}@example.test`,
      password: `pw-${suffix}-secret`,
    }),
  })
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`)
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  let drawn = 0
  for (const { title, category, prompt } of titles) {
    const reply = await fetch(`${baseUrl}/api/generator/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ category, prompt, textOverlay: { title } }),
    })
    if (!reply.ok) throw new Error(`preview of '${title}' answered ${reply.status}: ${await reply.text()}`)
    await reply.arrayBuffer()
    drawn++
  }
  return drawn
}
