import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../test-utils';
import { ChatSubjectCard } from './chat-subject-card';

afterEach(cleanup);

describe('ChatSubjectCard', () => {
  it('shows the product with its picture, title and formatted amount', async () => {
    const onClick = vi.fn();
    await renderWithUi(
      <ChatSubjectCard subject={{ kind: 'product', id: '7', title: 'Blue kettle', image: '/k.png', amount: '1234.5' }} formatAmount={(a) => `$${a}`} onClick={onClick} />,
    );
    const card = screen.getByRole('region', { name: 'Product' });
    expect(card.textContent).toContain('Blue kettle');
    expect(card.textContent).toContain('$1234.5');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/k.png');
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows an order under its own label', async () => {
    await renderWithUi(<ChatSubjectCard subject={{ kind: 'order', id: 'O123', title: 'O123', image: '', amount: '10.00' }} />);
    expect(screen.getByRole('region', { name: 'Order' }).textContent).toContain('O123');
  });
});
