// The approval module's public surface: the trail view (for subjects' details screens) and the shell's work-task panel.
export { ApprovalTrailView, APPROVAL_STATE_COLOR } from './components/ApprovalTrailView.tsx';
export { RejectDialog } from './components/RejectDialog.tsx';
export { WorkTaskPanel } from './components/WorkTaskPanel.tsx';
