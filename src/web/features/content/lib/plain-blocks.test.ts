import { describe, expect, it } from 'vitest'
import { plainBlocks } from './plain-blocks.ts'

describe('plainBlocks', () => {
  it('splits paragraphs at blank lines and joins the lines of one paragraph', () => {
    expect(plainBlocks('First line\nstill first.\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line still first.' },
      { kind: 'paragraph', text: 'Second.' },
    ])
  })

  it('makes a list of the lines that start with a dash, and continues an item on the next line', () => {
    expect(plainBlocks('We keep:\n- your name\n- your e-mail,\n  to write to you\n\nThat is all.')).toEqual([
      { kind: 'paragraph', text: 'We keep:' },
      { kind: 'list', items: ['your name', 'your e-mail, to write to you'] },
      { kind: 'paragraph', text: 'That is all.' },
    ])
  })

  it('keeps HTML as text and ignores Windows line ends and extra blank lines', () => {
    expect(plainBlocks('<b>bold</b>\r\n\r\n\r\n- one\r\n\n\n- two')).toEqual([
      { kind: 'paragraph', text: '<b>bold</b>' },
      { kind: 'list', items: ['one'] },
      { kind: 'list', items: ['two'] },
    ])
  })
})
