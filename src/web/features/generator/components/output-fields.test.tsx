import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generatorMessages, type TextMode } from '#shared/generator/defaults.ts'
import type { Catalog } from '#shared/generator/schemas.ts'
import { type OutputChoice, OutputFields } from '#web/features/generator/components/output-fields.tsx'
import { GenerateImagePage } from '#web/features/generator/pages/generate-image-page.tsx'
import { FakeEventSource } from '#web/features/generator/test/fake-event-source.ts'
import { batchView, catalog, previewImage } from '#web/features/generator/test/fixtures.ts'
import { json, member, stubFetch } from '#web/test/fetch-stub.ts'
import { renderApp } from '#web/test/render.tsx'

function Fields({ offline, start = 'exact' }: { offline: boolean; start?: TextMode }) {
  const [textMode, setTextMode] = useState<TextMode>(start)
  const [output, setOutput] = useState<OutputChoice>({ size: '1280x720', format: 'jpeg' })
  return (
    <OutputFields
      variants={1}
      onVariantsChange={() => {}}
      textMode={textMode}
      onTextModeChange={setTextMode}
      output={output}
      onOutputChange={setOutput}
      offline={offline}
    />
  )
}

const aiText = () => screen.getByRole('radio', { name: /AI-drawn text/ })

describe("'AI-drawn text' in the Output fields (issue 27)", () => {
  it('offline: is disabled, with the reason beside it, and cannot be picked', async () => {
    const user = userEvent.setup()
    render(<Fields offline />)
    expect(aiText()).toBeDisabled()
    expect(aiText()).toHaveAccessibleDescription(generatorMessages.aiTextNeedsGemini)
    expect(screen.getByText(generatorMessages.aiTextNeedsGemini)).toBeVisible()
    await user.click(aiText())
    expect(aiText()).not.toBeChecked()
    expect(screen.getByRole('radio', { name: /^Exact text/ })).toBeChecked()
  })

  it("offline: a choice made earlier falls back to 'Exact text'", () => {
    render(<Fields offline start="ai" />)
    expect(screen.getByRole('radio', { name: /^Exact text/ })).toBeChecked()
    expect(aiText()).not.toBeChecked()
  })

  it('with Gemini: can be picked, with its own hint', async () => {
    const user = userEvent.setup()
    render(<Fields offline={false} />)
    expect(aiText()).toBeEnabled()
    expect(aiText()).toHaveAccessibleDescription('The AI paints the title into the picture itself.')
    expect(screen.queryByText(generatorMessages.aiTextNeedsGemini)).not.toBeInTheDocument()
    await user.click(aiText())
    expect(aiText()).toBeChecked()
  })
})

describe('the generator page', () => {
  beforeEach(() => {
    FakeEventSource.reset()
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['offline', true],
    ['gemini', false],
  ] as const)('with the %s provider: AI-drawn text disabled is %s', async (provider, disabled) => {
    FakeEventSource.reply = batchView()
    stubFetch({
      'GET /api/me': () => json(200, member),
      'GET /api/generator/catalog': () =>
        json(200, { ...catalog, effectiveProvider: provider satisfies Catalog['effectiveProvider'] }),
      'GET /api/personas': () => json(200, { items: [] }),
      'POST /api/generator/preview': () => previewImage(),
    })
    renderApp({
      routes: [{ path: '/user/generate-image', element: <GenerateImagePage /> }],
      initialEntries: ['/user/generate-image'],
    })
    const radio = await screen.findByRole('radio', { name: /AI-drawn text/ })
    if (disabled) {
      expect(radio).toBeDisabled()
      expect(radio).toHaveAccessibleDescription(generatorMessages.aiTextNeedsGemini)
    } else {
      expect(radio).toBeEnabled()
    }
  })
})
