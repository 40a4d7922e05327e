import { LogIn } from 'lucide-react'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useCatalog } from '#web/features/generator/api/get-catalog.ts'
import { CreditsBadge } from '#web/features/generator/components/credits-badge.tsx'
import { ProviderNote } from '#web/features/generator/components/provider-note.tsx'
import { ThumbnailGenerator } from '#web/features/generator/components/thumbnail-generator.tsx'
import { errorText } from '#web/features/generator/lib/error-text.ts'
import { ReportProblemButton } from '#web/features/support/index.ts'
import { useMe } from '#web/lib/session/me-query.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/generate-image (spec §2, Thumbnail generator). */
export function GenerateImagePage() {
  usePageTitle(generatorMessages.title)
  const { me, isResolving, isError: meFailed, refetch: refetchMe } = useMe()
  const catalog = useCatalog()

  if (isResolving) return <PageLoader />
  // The account could not be read (not a signed-out answer, which is a 401 and gives null).
  if (!me && meFailed) {
    return (
      <div className="mx-auto max-w-xl space-y-3 px-4 py-16">
        <Alert>{generatorMessages.userDataNotFound}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void refetchMe()}>
          Try again
        </Button>
      </div>
    )
  }
  // The route sits behind the user guard; this covers a session that ends while the page is open.
  if (!me) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <p className="text-lg font-medium">{generatorMessages.loginRequired}</p>
        <ButtonLink to={paths.login.getHref()}>
          <LogIn aria-hidden="true" className="size-4" />
          Go to Login
        </ButtonLink>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{generatorMessages.title}</h1>
          <ProviderNote provider={catalog.data?.effectiveProvider} />
        </div>
        <CreditsBadge credits={me.creditBalance} />
      </header>
      {catalog.isPending ? (
        <PageLoader />
      ) : catalog.isError ? (
        <div className="space-y-3">
          <Alert>
            {generatorMessages.loadFailed}: {errorText(catalog.error)}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void catalog.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ThumbnailGenerator
          // Another account signing in on this tab gets a fresh form with its own draft, never this one's.
          key={me.id}
          catalog={catalog.data}
          credits={me.creditBalance}
          userId={me.id}
          reportProblemSlot={(generation) => <ReportProblemButton generationId={generation.id} />}
        />
      )}
    </div>
  )
}
