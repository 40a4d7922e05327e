import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FeedMockup } from '#web/features/generator/components/feed-mockup.tsx'

const channel = { id: 'c1', name: 'Mia Member', avatarUrl: null }

describe('the feed mock-up’s video title in other scripts', () => {
  it.each([
    ['أغرب مطعم في دبي', '"Noto Sans Arabic"'],
    ['서울 자취 브이로그', '"Noto Sans KR"'],
    ['iPhone 17 का सच', '"Noto Sans Devanagari"'],
    ['Größte Überraschung meines Lebens! 😱', '"Thumbforge Emoji"'],
  ])('%s is set in a stack holding %s, in its own direction', (title, family) => {
    render(
      <FeedMockup
        mode="home"
        theme="light"
        imageUrl="/x.jpg"
        videoTitle={title}
        duration="12:34"
        channel={channel}
        neighbours={[]}
        columns={2}
        scale={1}
      />,
    )
    const shown = screen.getByText(title)
    expect(shown.style.fontFamily).toContain(family)
    expect(shown).toHaveAttribute('dir', 'auto')
  })
})
