import { StepList } from '../../ui/StepList.js';

const STEPS = [
  { title: 'Carica le immagini', text: "Trascina le foto dei prodotti nell'area di caricamento o sceglile dal dispositivo." },
  { title: "Controlla l'anteprima", text: 'Personalizza testi, carattere e impaginazione e guarda la prima pagina.' },
  { title: 'Genera il PDF', text: 'Premi "Genera Catalogo PDF": ogni catalogo costa 1 credito.' },
  { title: 'Scarica', text: 'Il catalogo in formato A4 viene scaricato, pronto da condividere.' },
];

/** Spec 2 section 4: the four steps of 'Come Utilizzare il Generatore'. */
export function HelpPanel() {
  return <StepList steps={STEPS} />;
}
