import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@mall/backoffice/shared/list-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useAgentStats } from '../api/get-agent-stats';
import { formatDuration } from '../utils/format-duration';

/** Per agent: conversations handled, replied, average first reply, resolved and average time to resolve. */
export function AgentStatsTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const stats = useAgentStats();
  return (
    <ListTable
      query={stats}
      label={t('admin:supportChat.stats.title')}
      emptyMessage={t('admin:supportChat.stats.empty')}
      columns={[
        t('admin:supportChat.stats.agent'), t('admin:supportChat.stats.conversations'), t('admin:supportChat.stats.replied'),
        t('admin:supportChat.stats.avgFirstReply'), t('admin:supportChat.stats.resolved'), t('admin:supportChat.stats.avgResolution'),
      ]}
      rows={stats.data?.map((s) => (
        <TableRow key={s.agentId} data-testid="agent-stats">
          <TableCell><bdi>{s.agentName}</bdi></TableCell>
          <TableCell>{fmt.count(s.conversations)}</TableCell>
          <TableCell>{fmt.count(s.replied)}</TableCell>
          <TableCell>{formatDuration(s.avgFirstReplySeconds, fmt.tag, s.replied)}</TableCell>
          <TableCell>{fmt.count(s.resolved)}</TableCell>
          <TableCell>{formatDuration(s.avgResolutionSeconds, fmt.tag, s.resolved)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
