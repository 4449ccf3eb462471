// A Sudoku model for Gecode, the constraint-programming peer of `benches/cp_peers.py`.
//
// Reads puzzles (one a line, `.` for an empty cell, `1`-`9` then `A`... for 10 and up, square
// boxes) from standard input; for each, posts one variable per cell over 1..n, `distinct` on
// every row, column and box with domain consistency (Regin's matching: every Hall set, naked
// and hidden, of every size at every node), and searches depth first for two solutions (the
// first, then the proof that there is no other) within a time limit. Prints one line a puzzle:
// `solutions FAILURES SECONDS GRID` (GRID the first solution, or `-`), `stopped` when the time
// limit hit first.
//
//     g++ -O2 -o sudoku sudoku.cpp -lgecodesearch -lgecodeminimodel -lgecodeint \
//         -lgecodekernel -lgecodesupport
//     ./sudoku [afc|size] [SECONDS] < puzzles.txt
#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <string>

using namespace Gecode;

static const std::string SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

class Grid : public Space {
public:
  IntVarArray x;

  Grid(const std::string& puzzle, int n, int b, bool afc) : x(*this, n * n, 1, n) {
    Matrix<IntVarArray> m(x, n, n);
    for (int i = 0; i < n; i++) {
      distinct(*this, m.row(i), IPL_DOM);
      distinct(*this, m.col(i), IPL_DOM);
    }
    for (int i = 0; i < n; i += b)
      for (int j = 0; j < n; j += b)
        distinct(*this, m.slice(i, i + b, j, j + b), IPL_DOM);
    for (int k = 0; k < n * n; k++) {
      std::size_t v = SYMBOLS.find(puzzle[k]);
      if (v != std::string::npos) rel(*this, x[k], IRT_EQ, static_cast<int>(v) + 1);
    }
    if (afc)
      branch(*this, x, INT_VAR_AFC_SIZE_MAX(0.99), INT_VAL_MIN());
    else
      branch(*this, x, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
  }

  Grid(Grid& s) : Space(s) { x.update(*this, s.x); }

  Space* copy() override { return new Grid(*this); }

  std::string text() const {
    std::string s;
    for (int k = 0; k < x.size(); k++) s += SYMBOLS[x[k].val() - 1];
    return s;
  }
};

int main(int argc, char** argv) {
  bool afc = !(argc > 1 && std::string(argv[1]) == "size");
  double limit = argc > 2 ? std::atof(argv[2]) : 60.0;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::string puzzle = line.substr(0, line.find_first_of(" \t\r"));
    int n = static_cast<int>(std::lround(std::sqrt(puzzle.size())));
    int b = static_cast<int>(std::lround(std::sqrt(n)));
    if (puzzle.empty() || n * n != static_cast<int>(puzzle.size()) || b * b != n) continue;
    auto start = std::chrono::steady_clock::now();
    Search::TimeStop stop(static_cast<unsigned long>(limit * 1000));
    Search::Options options;
    options.stop = &stop;
    Grid* root = new Grid(puzzle, n, b, afc);
    DFS<Grid> search(root, options);
    delete root;
    int solutions = 0;
    std::string first = "-";
    while (Grid* s = search.next()) {
      if (solutions == 0) first = s->text();
      solutions++;
      delete s;
      if (solutions == 2) break;
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << (search.stopped() ? "stopped" : "done") << ' ' << solutions << ' '
              << search.statistics().fail << ' ' << seconds << ' ' << first << std::endl;
  }
  return 0;
}
