import { describe, expect, it } from 'vitest'
import { BACKGROUND_IMAGE_PATTERN, YOUTUBE_URL_PATTERN, youtubeVideoId } from './messages.ts'
import { bannerSectionSchema } from './schemas.ts'

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the 11-character id in %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id)
  })

  it.each(['', 'https://youtu.be/short', 'https://www.youtube.com/watch?v=dQw4w9WgXcQX', 'not a url'])(
    'gives no id for %j, so the background image shows',
    (url) => {
      expect(youtubeVideoId(url)).toBeNull()
    },
  )
})

describe('URL rules', () => {
  it('accepts YouTube watch, embed and youtu.be links only', () => {
    expect(YOUTUBE_URL_PATTERN.test('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true)
    expect(YOUTUBE_URL_PATTERN.test('youtu.be/dQw4w9WgXcQ')).toBe(true)
    expect(YOUTUBE_URL_PATTERN.test('https://vimeo.com/123')).toBe(false)
    expect(YOUTUBE_URL_PATTERN.test('https://evil.example/youtube.com/watch?v=x')).toBe(false)
  })

  it('accepts background images ending in jpg, jpeg, png, gif or webp', () => {
    expect(BACKGROUND_IMAGE_PATTERN.test('https://cdn.example/a/b.JPG')).toBe(true)
    expect(BACKGROUND_IMAGE_PATTERN.test('https://cdn.example/b.webp?w=1200')).toBe(true)
    expect(BACKGROUND_IMAGE_PATTERN.test('/images/banner-background.webp')).toBe(true)
    expect(BACKGROUND_IMAGE_PATTERN.test('https://cdn.example/b.svg')).toBe(false)
    expect(BACKGROUND_IMAGE_PATTERN.test('ftp://cdn.example/b.png')).toBe(false)
    expect(BACKGROUND_IMAGE_PATTERN.test('javascript:alert(1)//.png')).toBe(false)
  })
})

describe('banner YouTube link', () => {
  const youtubeUrl = (value: string) =>
    bannerSectionSchema.shape.youtubeUrl.safeParse(value).error?.issues[0]?.message ?? 'ok'

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    '',
  ])('accepts %j, which the home page plays (or an empty one)', (url) => {
    expect(youtubeUrl(url)).toBe('ok')
  })

  it.each([
    'https://youtu.be/short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://www.youtube.com/shorts/abc',
    'https://www.youtube.com/embed/abc?v=dQw4w9WgXcQ',
  ])('refuses %j, whose id is not 11 characters, with the spec message', (url) => {
    expect(youtubeUrl(url)).toBe('Please enter a valid YouTube URL')
  })
})
