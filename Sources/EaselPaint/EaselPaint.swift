// Placeholder until the paint stage lands.
