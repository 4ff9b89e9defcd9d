// Placeholder until the text stage lands.
