import { ContentFooter } from '#web/features/content/components/content-footer.tsx'

/** Every public page ends with the footer the operator edits (footer section). */
export function SiteFooter() {
  return <ContentFooter />
}
