/** What the palette's lookup route answers (client-safe shapes). */
export interface PaletteHit {
  id: string;
  href: string;
  /** The list the record belongs to ("payments", "end-users"…), for its label. */
  list: string;
  title: string;
  code: string | null;
  detail: string;
}

export interface PaletteAnswer {
  hits: PaletteHit[];
  /** Some lists could not be searched (an API without them, or a failure). */
  partial: boolean;
  error: string | null;
}

/** A page or an action the palette offers (translated on the server, filtered by role). */
export interface PaletteCommand {
  href: string;
  label: string;
  group: 'pages' | 'actions';
  /** Extra words that find it ("list", the English label in another language…). */
  keywords?: string;
}
