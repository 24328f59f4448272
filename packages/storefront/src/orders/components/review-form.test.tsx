import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import errors from '../../../../../locales/en/errors.json';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi, type StubCall } from '../../shared/testing/stub-api';
import { orderGoods, orderInfo, page } from '../testing/fixtures';
import { captureJsonBodies, links, renderOrders } from '../testing/render-orders';
import { ReviewForm } from './review-form';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const uploads = (calls: StubCall[]) => calls.filter((c) => c.endpoint === 'uploadimg!execute');

function stubOrder() {
  let n = 0;
  let reviewed = false;
  return stubApi({
    // Once reviewed the order is completed (5), as on the server: the form must still thank and leave.
    'order!info': () => ({ orderInfo: orderInfo({ status: reviewed ? 5 : 4 }) }),
    'order!listGoods': page([
      orderGoods({ id: 'l1', goodsId: 'g1', goodsName: 'Blue kettle' }),
      orderGoods({ id: 'l2', goodsId: 'g2', goodsName: 'Red mug' }),
      orderGoods({ id: 'l3', goodsId: 'g3', goodsName: 'Old spoon', evaluated: 1 }),
    ]),
    'uploadimg!execute': () => `https://img.test/review-${++n}.png`,
    'evaluation!addList': () => { reviewed = true; return null; },
  });
}

const line = async (name: string) => within(await screen.findByRole('group', { name }));
const addPictures = (l: ReturnType<typeof within>, files: File[]) =>
  fireEvent.change(l.getByLabelText('Add pictures', { selector: 'input' }), { target: { files } });

describe('review form', () => {
  it('offers only the products not yet reviewed', async () => {
    stubOrder();
    await renderOrders(<ReviewForm orderId="o1" links={links} />, links.review('o1'));
    expect(await screen.findAllByTestId('review-line')).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Old spoon' })).toBeNull();
  });

  it('refuses a 10th picture', async () => {
    const calls = stubOrder();
    await renderOrders(<ReviewForm orderId="o1" links={links} />, links.review('o1'));
    const kettle = await line('Blue kettle');
    addPictures(kettle, Array.from({ length: 9 }, (_, i) => png(`p${i}.png`)));
    await waitFor(() => expect(kettle.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(9));
    addPictures(kettle, [png('p10.png')]);
    expect(await kettle.findByText(errors.REVIEW_IMAGE_LIMIT)).toBeTruthy();
    expect(uploads(calls)).toHaveLength(9);
    expect(kettle.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(9);
  });

  it('sends every review in one JSON body with the pictures as imgUrl1..n', async () => {
    stubOrder();
    const bodies = captureJsonBodies('evaluation!addList');
    await renderOrders(<ReviewForm orderId="o1" links={links} />, links.review('o1'));
    const kettle = await line('Blue kettle');
    fireEvent.click(kettle.getByRole('radio', { name: 'Average' }));
    fireEvent.click(kettle.getByRole('radio', { name: '4 Stars' }));
    fireEvent.change(kettle.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Boils fast' } });
    addPictures(kettle, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(kettle.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Submit reviews' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.detail('o1')));
    expect(await screen.findByText('Thank you for your review')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      orderId: 'o1',
      evaluationAdds: [
        { sellerGoodsId: 'g1', evaluationType: 2, rating: 4, content: 'Boils fast', imgUrl1: 'https://img.test/review-1.png', imgUrl2: 'https://img.test/review-2.png' },
        { sellerGoodsId: 'g2', evaluationType: 1, rating: 5, content: '' },
      ],
    });
  });
});
