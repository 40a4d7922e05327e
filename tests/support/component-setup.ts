import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy chunk or a
// resolved fetch can take longer than that. A wider window only changes how long a failure
// takes to report, never whether a test passes.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no ResizeObserver; Radix primitives (Switch) measure themselves with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom has no object URLs; the generator's live preview shows its image through one.
let objectUrls = 0
URL.createObjectURL ??= () => `blob:jsdom/${++objectUrls}`
URL.revokeObjectURL ??= () => undefined

afterEach(() => {
  cleanup()
  localStorage.clear()
})
