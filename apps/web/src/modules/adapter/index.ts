// The adapter module's public surface: the feedback form for the shell's chat widget.
export { FeedbackForm } from './components/FeedbackForm.tsx';
