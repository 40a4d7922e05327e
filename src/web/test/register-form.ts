import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Fills /register as Mia Member (the `member` the stubs answer with afterwards) and agrees to the terms. */
export async function fillRegisterForm(user: UserEvent) {
  await user.type(await screen.findByLabelText('Full Name'), 'Mia Member')
  await user.type(screen.getByLabelText('Email Address'), 'mia@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret123')
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123')
  await user.click(screen.getByLabelText('I agree to the Terms and Conditions'))
}
