/**
 * Not a spec text: a queued run outlives the page's view of it (the stream and the polls both
 * failed), so instead of a guess at the outcome the page says where the result will be.
 */
export const runLostMessage =
  'Lost track of this run. Your thumbnails will appear in My Thumbnails once they are done.'
