import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CategoryField } from '#web/features/generator/components/category-field.tsx'

const categories = [
  {
    name: 'Gaming',
    templates: [
      "Close-up of a gamer's shocked face lit by a red monitor glow",
      'Racing car drifting around a neon-lit corner with sparks trailing',
    ],
  },
]

async function ideasShown(withoutPeople: boolean) {
  const user = userEvent.setup()
  render(
    <CategoryField
      categories={categories}
      value="Gaming"
      onChange={() => {}}
      onUseTemplate={() => {}}
      withoutPeople={withoutPeople}
    />,
  )
  await user.click(screen.getByText(/Template ideas for Gaming/))
  return screen.getAllByRole('button').map((button) => button.textContent)
}

describe('the category’s template ideas', () => {
  it('offers every idea by default', async () => {
    expect(await ideasShown(false)).toEqual(categories[0]?.templates)
  })

  it("offers only ideas without people when the creator's real photo is the subject", async () => {
    expect(await ideasShown(true)).toEqual([
      'Racing car drifting around a neon-lit corner with sparks trailing',
    ])
    expect(screen.getByText(/Template ideas for Gaming \(1\)/)).toBeInTheDocument()
  })
})
