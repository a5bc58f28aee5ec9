import { CreateHubPage } from '../features/create/CreateHubPage';
import { PlagiarismTab } from '../features/plagiarism/PlagiarismTab';
import { VoiceoverTab } from '../features/voice/VoiceoverTab';

const PANELS = { voiceover: VoiceoverTab, plagiarism: PlagiarismTab };

/** /create: the Create Hub with the tabs other areas own. */
export function CreateHub() {
  return <CreateHubPage panels={PANELS} />;
}
