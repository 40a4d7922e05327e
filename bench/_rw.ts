import { worldFigures } from './world.ts'
console.log(JSON.stringify(await worldFigures(), null, 2))
