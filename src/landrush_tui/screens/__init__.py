"""One Textual screen per module. Screens show the game and return players'
decisions to the App; they never compute rules."""
