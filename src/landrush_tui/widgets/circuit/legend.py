"""What the marks of Circuit's ring, seat table and chart mean (the k key).
Lines of at most 74 characters: the page is that wide in an 80-column window."""

LEGEND = """\
The top line
  turn 12          the turn being played: every roll is a turn
  round 4 of 20    with a round limit: the round under way, and the last
  Ann to roll      whose turn it is and what they must do
  last: B 5+1=6 -> 13
                   the last dice (seat B's) and the space they reached

The ring: spaces 1-11 down the left, 12-21 up the right
  <-  ->           the way round: 11 on to 12, 21 back to 1
   7 T Amber Coast the space's number, type and name
  R  Refuge        nothing happens there (everyone starts on 1)
  T  Territory     a plot with a fixed rent
  F  Fleet         a plot: rent by how many Fleets the owner has
  L  Labor Camp    a plot: rent by the dice that landed there
  X  Tax           pay the amount to the bank
  $1600            an unowned plot and its price
  r1000            an owned plot and the rent it asks now
  x150  x400       a Labor Camp: the dice total times 150 (times 400
                   when one player owns both Camps)
  -4000            a Tax and what it takes
  a coloured letter after the price: the plot's owner
  letters on a coloured fill at the right: the tokens standing there
  a number shown reversed: the space just reached, or the one a
                   token is walking over
  in a tall window each space has a second row: its kind, price and
                   rent in words

The seats under the ring (a seat's letter and colour are the same
on the ring, in the tables, in the log and on game over)
  money            what the seat holds now
  plots            how many plots it owns
  worth            net worth: money + the prices of the plots owned;
                   the score, provisional until the game ends
  on 13            the space its token stands on
  out (2.)         struck out: eliminated, and in which order
  wins / won       the winner, once the game is over

Game over
  the chart        net worth after every turn, one row per seat: the
                   higher the block, the richer; blank once out
  m                swaps the final ring and the chart
"""
