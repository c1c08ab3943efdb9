#lang racket/base
;; Racket's own Parcheesi games, for "make bench-american": N games of four
;; of its random-player%, played by its game% (admin.rkt) with its dice,
;; timed by Racket's process CPU clock (its start-up left out). Prints
;; "GAMES SECONDS".
(require racket/port racket/class
         games/parcheesi/admin games/parcheesi/best-players)

(define games (string->number (vector-ref (current-command-line-arguments) 0)))
(define out (current-output-port))
(define start (current-process-milliseconds))
;; The game reports a cheating player on standard output: none is expected.
(parameterize ([current-output-port (open-output-nowhere)])
  (for ([i games])
    (define game (new game%))
    (for ([k 4]) (send game register (new random-player%)))
    (send game start)))
(fprintf out "~a ~a\n" games
         (/ (- (current-process-milliseconds) start) 1000.0))
