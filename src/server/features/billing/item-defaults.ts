/** Demo items a fresh install sells, so the catalogue is never empty (prices in cents). */
export const defaultItems = [
  {
    itemId: 'TFPACK01',
    itemName: 'Gaming Thumbnail Template Pack',
    priceCents: 900,
    slug: 'gaming-thumbnail-template-pack',
    imageUrl: '',
    accessUrl: 'https://thumbforge.example/downloads/gaming-template-pack',
    guidelines:
      'Download the pack and open the templates in any editor that reads layered PSD or PNG files. Personal and commercial channel use is allowed; reselling the templates is not.',
  },
  {
    itemId: 'TFFONT02',
    itemName: 'Bold Title Font Bundle',
    priceCents: 500,
    slug: 'bold-title-font-bundle',
    imageUrl: '',
    accessUrl: 'https://thumbforge.example/downloads/bold-title-fonts',
    guidelines:
      'Install the fonts on your computer, then pick them in your editor. Licensed for video thumbnails and channel art.',
  },
  {
    itemId: 'TFGUIDE3',
    itemName: 'Click-Worthy Thumbnails Guide',
    priceCents: 1500,
    slug: 'click-worthy-thumbnails-guide',
    imageUrl: '',
    accessUrl: 'https://thumbforge.example/downloads/click-worthy-guide',
    guidelines: 'A 40-page guide with before/after examples. Read online or download the PDF from the link.',
  },
]
