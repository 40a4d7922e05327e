import { Link, type LinkProps } from 'react-router'
import { type ButtonStyleProps, buttonClasses } from '#web/components/ui/button.tsx'

/** Navigation that looks like a button; it stays a link for assistive tech and middle-click. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />
}
