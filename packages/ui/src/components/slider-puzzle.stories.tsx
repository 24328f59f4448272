import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SliderPuzzle, type SliderChallenge } from './slider-puzzle';

// A stand-in for the server: draws a challenge on a canvas and checks x within ±4 px.
const WIDTH = 320;
const HEIGHT = 160;
const PIECE = 44;
const answers = new Map<string, number>();

function canvas(w: number, h: number) {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return [c, c.getContext('2d') as CanvasRenderingContext2D] as const;
}

function paintScene(ctx: CanvasRenderingContext2D) {
  const g = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  g.addColorStop(0, '#3a7bd5');
  g.addColorStop(1, '#f4d03f');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 12; i++) {
    ctx.fillStyle = `hsla(${i * 30}, 70%, 60%, 0.55)`;
    ctx.beginPath();
    ctx.arc((i * 53) % WIDTH, (i * 37) % HEIGHT, 18 + (i % 4) * 8, 0, Math.PI * 2);
    ctx.fill();
  }
}

async function fakeLoad(): Promise<SliderChallenge> {
  await new Promise((r) => setTimeout(r, 300));
  const x = 90 + Math.floor(Math.random() * (WIDTH - PIECE - 100));
  const y = 10 + Math.floor(Math.random() * (HEIGHT - PIECE - 20));
  const [scene, sctx] = canvas(WIDTH, HEIGHT);
  paintScene(sctx);
  const [piece, pctx] = canvas(PIECE, PIECE);
  pctx.drawImage(scene, x, y, PIECE, PIECE, 0, 0, PIECE, PIECE);
  pctx.strokeStyle = '#fff';
  pctx.lineWidth = 2;
  pctx.strokeRect(1, 1, PIECE - 2, PIECE - 2);
  sctx.fillStyle = 'rgba(0,0,0,0.45)';
  sctx.fillRect(x, y, PIECE, PIECE);
  const captchaId = Math.random().toString(36).slice(2);
  answers.set(captchaId, x);
  return { captchaId, bg: scene.toDataURL('image/png'), piece: piece.toDataURL('image/png'), y, width: WIDTH, height: HEIGHT, pieceSize: PIECE };
}

async function fakeVerify(captchaId: string, x: number): Promise<string> {
  await new Promise((r) => setTimeout(r, 300));
  const answer = answers.get(captchaId);
  answers.delete(captchaId);
  if (answer === undefined || Math.abs(answer - x) > 4) throw new Error('mismatch');
  return `token-${captchaId}`;
}

const meta = {
  title: 'Kit/SliderPuzzle',
  component: SliderPuzzle,
  args: { load: fakeLoad, verify: fakeVerify, onVerified: fn() },
  argTypes: { load: { control: false }, verify: { control: false } },
} satisfies Meta<typeof SliderPuzzle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlwaysFails: Story = { args: { verify: async () => { throw new Error('mismatch'); } } };
export const LoadError: Story = { args: { load: async () => { throw new Error('offline'); } } };
