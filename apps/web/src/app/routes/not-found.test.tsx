import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { Component as NotFound } from './not-found';

describe('not-found page', () => {
  it('shows the full-width illustration, a heading and a way home', () => {
    renderRoute(<NotFound />, { path: '*', url: '/nope' });

    const illustration = screen.getByRole('img', { name: /404/ });
    expect(illustration).toHaveAttribute('src', '/images/not-found.svg');
    expect(illustration).toHaveClass('w-full');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Partsmith | Page not found');
  });
});
