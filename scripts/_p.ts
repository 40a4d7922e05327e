import sharp from 'sharp'
import { detectFaces } from '#server/lib/cutout/face-detect.ts'
import { subjectProbability, MODEL_SIZE } from '#server/lib/cutout/u2netp.ts'
import { personComposites } from '#tests/support/person-composites.ts'
const [c] = (await personComposites({ limit: 3 })).slice(2)
const { data, info } = await sharp(c!.photo).removeAlpha().raw().toBuffer({ resolveWithObject: true })
const small = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill' }).raw().toBuffer()
await subjectProbability(small); await detectFaces(data, info.width, info.height, 0.2, 224)
for (let i = 0; i < 3; i++) {
  let t = performance.now(); await subjectProbability(small); const u = performance.now() - t
  t = performance.now(); await detectFaces(data, info.width, info.height, 0.2, 224); const f224 = performance.now() - t
  t = performance.now(); await detectFaces(data, info.width, info.height, 0.2, 320); const f320 = performance.now() - t
  console.log(`u2netp ${u.toFixed(0)} face224 ${f224.toFixed(0)} face320 ${f320.toFixed(0)}`)
}
