import {
  BtripProjectList,
  BtripTaskAttachment,
  BtripTaskCheck,
  BtripTaskColleagues,
  BtripTaskCompanyList,
  BtripTaskCorrect,
  BtripTaskDetails,
  BtripTaskList,
  BtripTaskOptions,
  BtripTaskSave,
  BtripTaskSubmit,
  BtripTaskUpload,
  BtripTaskWithdraw,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { checkTask } from './check-task.ts';
import { getAttachment } from './get-attachment.ts';
import { getTaskDetails } from './get-task-details.ts';
import { getTaskOptions } from './get-task-options.ts';
import { listColleagues } from './list-colleagues.ts';
import { listProjects } from './list-projects.ts';
import { listCompanyTasks, listMyTasks } from './list-tasks.ts';
import { correctTask, saveTask } from './save-task.ts';
import { submitTask } from './submit-task.ts';
import { uploadAttachment } from './upload-attachment.ts';
import { withdrawTask } from './withdraw-task.ts';

export const btripCalls: TBoundCall[] = [
  bind(BtripTaskSave, async (ctx, p) => {
    const r = await saveTask(ctx, p);
    ctx.succeed(p.Submit ? 'btrip.messages.submitted' : 'btrip.messages.saved');
    return r;
  }),
  bind(BtripTaskList, async (ctx, p) => listMyTasks(ctx, p)),
  bind(BtripTaskCompanyList, async (ctx, p) => listCompanyTasks(ctx, p)),
  bind(BtripTaskDetails, async (ctx, p) => getTaskDetails(ctx, p.id)),
  bind(BtripTaskSubmit, async (ctx, p) => {
    const r = await submitTask(ctx, p);
    ctx.succeed('btrip.messages.submitted');
    return r;
  }),
  bind(BtripTaskWithdraw, async (ctx, p) => {
    const r = await withdrawTask(ctx, p.TaskID);
    ctx.succeed('btrip.messages.withdrawn');
    return r;
  }),
  bind(BtripTaskCorrect, async (ctx, p) => {
    const r = await correctTask(ctx, p);
    ctx.succeed('btrip.messages.corrected');
    return r;
  }),
  bind(BtripTaskCheck, async (ctx, p) => checkTask(ctx, p)),
  bind(BtripTaskOptions, async (ctx) => getTaskOptions(ctx)),
  bind(BtripTaskColleagues, async (ctx, p) => listColleagues(ctx, p.KeyWords)),
  bind(BtripTaskUpload, async (ctx, p) => uploadAttachment(ctx, p)),
  bind(BtripTaskAttachment, async (ctx, p) => getAttachment(ctx, p.id)),
  bind(BtripProjectList, async (ctx, p) => listProjects(ctx, p)),
];
