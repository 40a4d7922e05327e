import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from '#shared/common/theme.ts'
import { ThemeSwitcher } from '#web/components/ui/theme-switcher.tsx'
import { followThemeChanges } from '#web/lib/theme.ts'

/** The device's dark-mode setting, which a test can flip as a person would in their OS settings. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => query)
  return {
    turn: (nowDark: boolean) => {
      dark = nowDark
      for (const listener of listeners) listener()
    },
  }
}

const isDark = () => document.documentElement.classList.contains('dark')
let stop: () => void = () => undefined

beforeEach(() => {
  localStorage.clear()
  document.documentElement.classList.remove('dark')
})

afterEach(() => {
  stop()
  vi.unstubAllGlobals()
})

describe('ThemeSwitcher', () => {
  it('follows the device until a choice is made, then keeps the choice when the device changes', async () => {
    const device = fakeDevice(true)
    stop = followThemeChanges()
    render(<ThemeSwitcher />)
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()
    expect(isDark()).toBe(true)
    act(() => device.turn(false))
    expect(isDark()).toBe(false)

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(isDark()).toBe(true)
    act(() => device.turn(true))
    act(() => device.turn(false))
    expect(isDark()).toBe(true)
  })

  it('remembers the choice for the next visit, and System forgets it', async () => {
    fakeDevice(false)
    const first = render(<ThemeSwitcher labelled />)
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    first.unmount()

    // The next visit: the boot script in index.html reads the same entry before the app runs.
    document.documentElement.classList.remove('dark')
    new Function(THEME_BOOT_SCRIPT)()
    expect(isDark()).toBe(true)
    render(<ThemeSwitcher labelled />)
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()

    await userEvent.click(screen.getByRole('radio', { name: 'System' }))
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(isDark()).toBe(false)
  })

  it('reads an unreadable stored entry as no choice, in the boot script and in the app', () => {
    fakeDevice(true)
    localStorage.setItem(THEME_STORAGE_KEY, '{not json')
    new Function(THEME_BOOT_SCRIPT)()
    expect(isDark()).toBe(true)
    render(<ThemeSwitcher />)
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()
  })

  it('is one group named Theme, reachable by keyboard, whose arrow keys change the theme', async () => {
    fakeDevice(false)
    render(<ThemeSwitcher />)
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument()
    await userEvent.tab()
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(isDark()).toBe(true)
  })
})
