/** The thumbnail tests' screens' own words (the API's are `thumbnailTestMessages` in the shared contract). */
export const testTexts = {
  howItWorks: [
    'One thumbnail is live a day, in turn, starting at Pacific midnight.',
    'Each gets the same number of days, and the same weekdays as far as the length allows.',
    'At the end the winner stays on the video; if none wins clearly, the original thumbnail comes back.',
  ],
  pickHint: 'Pick 2 or 3 of your finished 16:9 thumbnails.',
  noThumbnails: 'You have no finished 16:9 thumbnails yet. Make some in the generator first.',
  thumbnailsLoadFailed: 'Your thumbnails could not be loaded.',
  loadFailed: 'This test could not be loaded.',
  listLoadFailed: 'Your thumbnail tests could not be loaded.',
  noTests: 'No thumbnail tests yet. Use “Test thumbnails” on one of your public videos to start one.',
  noFigures: 'Figures arrive about two days after each day.',
  notTestable: 'Tests run on public videos only, not Shorts.',
  confirmStop: (title: string) =>
    `Stop the test on “${title}”? The original thumbnail goes back on the video, and the figures so far are kept.`,
  noWinnersYet: 'When a test ends with a winner, it shows here beside the thumbnails it beat.',
} as const
