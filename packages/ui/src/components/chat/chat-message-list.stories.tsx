import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import Box from '@mui/material/Box';
import { ChatComposer } from './chat-composer';
import { ChatMessageList, type ChatListMessage } from './chat-message-list';
import { ChatSubjectCard } from './chat-subject-card';

const m = (id: string, over: Partial<ChatListMessage>): ChatListMessage => ({
  id, send_receive: 'receive', type: 'text', content: '', createtime: '2025-01-02 10:00', delete_status: 0, ...over,
});

const messages: ChatListMessage[] = [
  m('1', { content: 'Hello, how can we help?', targetUsername: 'Anna' }),
  m('2', { send_receive: 'send', content: 'Where is my order?\nIt was due yesterday.' }),
  m('3', { type: 'img', content: 'https://picsum.photos/seed/chat/600/400' }),
  m('4', { delete_status: 1 }),
  m('5', { send_receive: 'send', content: '<b>not bold</b>', state: 'failed' }),
  m('6', { send_receive: 'send', content: 'On its way', state: 'sending' }),
];

const meta = {
  title: 'Kit/Chat',
  component: ChatMessageList,
  args: { messages, hasOlder: true, onLoadOlder: fn(), onRetry: fn() },
  render: (args) => (
    <Box sx={{ width: 480, height: 560, display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider' }}>
      <ChatSubjectCard subject={{ kind: 'product', id: '1', title: 'Stainless steel kettle 1.7 L', image: 'https://picsum.photos/seed/kettle/96', amount: '$24.90' }} />
      <ChatMessageList {...args} />
      <ChatComposer onSend={fn()} onPickPicture={fn()} maxLength={2000} />
    </Box>
  ),
} satisfies Meta<typeof ChatMessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Empty: Story = { args: { messages: [], hasOlder: false } };
