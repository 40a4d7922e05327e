import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, csvStream } from './csv.ts'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
  })

  it('turns text a spreadsheet would run as a formula into plain text', () => {
    for (const formula of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
  })

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvLine([-5, 12, 'Paid'])).toBe('-5,12,Paid\r\n')
  })
})

describe('csvStream', () => {
  it('reads batch after batch from the last key, and stops on a short batch', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }))
    const asked: (number | null)[] = []
    const stream = csvStream({
      header: ['id'],
      cells: (r: { id: number }) => [r.id],
      readBatch: async (after: number | null, size) => {
        asked.push(after)
        return rows.filter((r) => r.id > (after ?? 0)).slice(0, size)
      },
      keyOf: (r) => r.id,
      batchSize: 3,
    })
    let text = ''
    for await (const chunk of stream) text += chunk
    expect(text).toBe('\uFEFFid\r\n1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7\r\n')
    expect(asked).toEqual([null, 3, 6])
  })
})
