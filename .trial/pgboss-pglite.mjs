import { PGlite } from '@electric-sql/pglite'
import PgBoss from 'pg-boss'
const client = await PGlite.create()
const db = {
  async executeSql(text, values) {
    if (values && values.length) return client.query(text, values)
    const results = await client.exec(text)
    return results[results.length - 1] ?? { rows: [] }
  },
}
const boss = new PgBoss({ db, maintenanceIntervalSeconds: 1, superviseIntervalSeconds: 1, schedule: false })
boss.on('error', (e) => console.error('boss error', e.message))
const t0 = Date.now()
await boss.start()
console.log('started', Date.now() - t0, 'ms')
await boss.createQueue('dead')
await boss.createQueue('gen', { retryLimit: 1, expireInSeconds: 1, deadLetter: 'dead', retryDelay: 0 })
const id = await boss.send('gen', { x: 1 })
console.log('sent', id)
// claim and never complete
const [job] = await boss.fetch('gen')
console.log('fetched', job?.id, job?.data)
const seen = []
await boss.work('dead', { pollingIntervalSeconds: 0.5 }, async ([j]) => { seen.push(['dead', j.data]); })
await new Promise((r) => setTimeout(r, 3500))
const [job2] = await boss.fetch('gen')
console.log('refetched after lease', job2?.id, (await boss.getJobById('gen', id, {includeArchive:true}))?.retryCount)
await new Promise((r) => setTimeout(r, 3500))
console.log('seen', JSON.stringify(seen), (await boss.getJobById('gen', id))?.state)
// normal complete path
await boss.work('gen', { pollingIntervalSeconds: 0.5 }, async ([j]) => { seen.push(['gen', j.data]); })
await boss.send('gen', { x: 2 }, { startAfter: 1 })
await new Promise((r) => setTimeout(r, 3000))
console.log('seen', JSON.stringify(seen))
await boss.stop({ graceful: true, timeout: 2000 })
await new Promise((r) => setTimeout(r, 2500))
await client.close()
console.log('done')
